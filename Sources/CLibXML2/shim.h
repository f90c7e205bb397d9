#ifndef FLOWC_CLIBXML2_SHIM_H
#define FLOWC_CLIBXML2_SHIM_H

/* Debian builds libxml2 with ICU, so <libxml/encoding.h> pulls in ICU's headers, whose
 * types clash with the copy of ICU inside swift-corelibs-foundation as soon as one Swift
 * module imports both. flowc never touches the ICU members of xmlCharEncodingHandler (it
 * only checks whether an input has an encoder at all), so the ICU part is left out. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>

/// libxml2 reports some errors through its "generic" channel, a variadic C callback
/// that prints to stderr by default. Swift cannot implement a variadic C function, so the
/// no-op lives here. flowc collects libxml2's errors through the structured handler
/// of each parser context instead; nothing libxml2 says reaches the terminal directly.
static void flowc_discard_generic_error(void *context, const char *message, ...) {
  (void)context;
  (void)message;
}

static inline void flowc_silence_generic_errors(void) {
  xmlSetGenericErrorFunc(NULL, flowc_discard_generic_error);
}

#endif
