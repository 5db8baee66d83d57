// Placeholder so the SpringTuningTests target declared in Package.swift has a source directory.
// Real tests for this module land with the module.
