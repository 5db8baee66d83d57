import SpringKit

extension PresetLibrary {
    /// The family spec behind `spec`: a family spec as it stands, a `preset:NAME[,KEY=NUMBER…]`
    /// spec as the preset's own spec (spring and motion) with the overrides laid over it.
    /// Exporters use it to write a spring in the parameters it was given in.
    /// - Throws: ``UnknownPresetError`` for a name no loaded file defines.
    public func familySpec(for spec: SpringSpec) throws(UnknownPresetError) -> SpringSpec {
        guard case .preset(let name) = spec.base else { return spec }
        let preset = try requirePreset(named: name)
        return spec.items.isEmpty ? preset.spec : spec.overriding(preset.spec)
    }
}
