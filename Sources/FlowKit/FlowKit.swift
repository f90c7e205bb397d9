// FlowKit, the library: every stage of the flow front end and project layer as one import
// (Package.swift says why it is a module of re-exports rather than a product of targets).
@_exported import FlowAnalysis
@_exported import FlowComparison
@_exported import FlowCoverage
@_exported import FlowEditing
@_exported import FlowFormat
@_exported import FlowModel
@_exported import FlowProject
@_exported import FlowXML
@_exported import StoryboardImport
