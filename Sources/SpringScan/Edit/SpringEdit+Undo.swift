extension SpringEdit {
    /// The edit that undoes this one once it is written: every file's text after it back to
    /// its text before, every change the other way (`new → old`). Writing it
    /// (``write()``) checks that each file still holds exactly what this edit wrote, so a
    /// file changed since is refused (``EditError/changed(path:)``) and nothing is written.
    /// Cost: O(files + changes); the texts are shared, not copied.
    public var reversed: SpringEdit {
        var edit = self
        edit.files = files.map { File(path: $0.path, displayPath: $0.displayPath, original: $0.edited, edited: $0.original) }
        edit.changes = changes.map { Change(parameter: $0.parameter, span: $0.span, old: $0.new, new: $0.old) }
        return edit
    }
}
