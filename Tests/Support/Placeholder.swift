// Placeholder so the package builds while this target is being written; delete when a real file lands.
