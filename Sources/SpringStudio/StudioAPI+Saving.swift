import Foundation
import SpringIO
import SpringKit
import SpringPresets

extension StudioAPI {
    /// `POST /api/presets/save` with the form `name=NAME&spring=SPEC&file=FILE[&replace=1][&description=TEXT][&keyPath=PATH]`:
    /// saves the spring as a preset into `file`, which must be one of the preset files the
    /// studio was started with, by the rules `fit --save-preset` follows
    /// (``PresetFile/save(_:toFileAt:replacing:reservedBy:)``: a kebab-case name, no clash with
    /// a bundled preset or another file's, replaced only when asked, metrics recomputed).
    ///
    /// The spring is saved in the family it is written in (a preset spec is expanded to the
    /// preset's own spec with the overrides), with its motion (``presetToSave(_:savedFrom:)``, the rules
    /// the static page's save shares). Answers
    /// `{"savedPreset": NAME, "file": FILE, "spring": SPEC}`.
    /// The file's folder is locked while it is rewritten (`fit --save-preset` and every other
    /// writer take the same lock): when another program holds that lock for longer than
    /// ``lockWait`` seconds, nothing is saved and the answer is 503, so a lock held elsewhere
    /// never keeps a request waiting for long. (The lock is seen free before the save takes
    /// it: another writer taking it in between makes this save wait for it.)
    /// - Throws: ``StudioError``: 403 for a file not named at start, 409 for a name taken,
    ///   503 for a folder locked elsewhere, 400 otherwise.
    /// - Cost: blocks its thread while it waits for the lock (run it off the event loops).
    public func savePreset(_ form: StudioQuery) throws(StudioError) -> StudioReply {
        guard let file = form["file"], !file.isEmpty else {
            throw StudioError(.badRequest, "no file given: must be one of the preset files the studio was started with (\(presetFiles.joined(separator: ", ")))")
        }
        // The file written is the one named at start (the request only picks it).
        guard let target = presetFiles.first(where: { $0 == file }) ?? presetFiles.first(where: { OutputPaths.sameFile($0, file) }) else {
            throw StudioError(.forbidden, "file '\(file)' is not one of the preset files the studio was started with: \(presetFiles.isEmpty ? "none (the studio was started without preset files, so nothing can be saved)" : presetFiles.joined(separator: ", "))")
        }
        let (preset, library) = try presetToSave(form, savedFrom: "springtune studio")
        guard DirectoryLock.waitUntilFree(onFolderOf: target, seconds: lockWait) else {
            throw StudioError(.unavailable, "cannot save into \(target) now: another program holds the lock on its folder (waited \(NumberStyle.decimal.text(lockWait)) s); nothing was saved, try again")
        }
        do {
            let saved = try PresetFile.save(preset, toFileAt: target, replacing: form.flag("replace"), reservedBy: library)
            return Self.savedReply(saved, file: target)
        } catch let error as PresetSaveError {
            throw Self.savingError(error)
        } catch let error as FileError {
            throw StudioError(.cannotWrite, "\(error)")
        } catch {
            throw StudioError(.badRequest, "\(error)")
        }
    }
}
