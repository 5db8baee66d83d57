import SpringIO

/// The rules of the Design Tokens Community Group format (Format Module 2025.10,
/// https://tr.designtokens.org/format/) that a token file SpringTune writes could break,
/// written from the specification, each as a check:
/// - every object member whose name does not begin with `$` is a token (it has `$value`) or a
///   group (it has none); names must not begin with `$` nor contain `{`, `}` or `.` (§ 5.1.1);
/// - a token's properties are `$value`, `$type`, `$description`, `$extensions`, `$deprecated`,
///   and nothing else (no child names: a token is not a group); a group's are `$type`,
///   `$description`, `$extensions`, `$deprecated`, `$extends`, `$root` and its children;
/// - `$description` is a string, `$extensions` an object, `$deprecated` a boolean or string;
/// - `$type` is one of the format's types; every token has one, its own or the nearest
///   enclosing group's (§ 5.2.4: "tools MUST NOT" guess it), unless its value is an alias;
/// - a `duration` value is an object of exactly `value` (a number) and `unit` (`ms` or `s`)
///   (§ 8.5); a `number` value is a JSON number (§ 8.7).
enum DTCGValidator {
    static let types: Set<String> = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                                     "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]

    /// Every rule broken in `root`, one line each naming the JSON path.
    static func problems(in root: JSONValue) -> [String] {
        var problems: [String] = []
        guard case .object = root else { return ["$: the file must be a JSON object (the root group)"] }
        visitGroup(root, at: "$", inheritedType: nil, into: &problems)
        return problems
    }

    private static func members(_ value: JSONValue) -> [(String, JSONValue)] {
        if case .object(let members) = value { return members }
        return []
    }

    private static func checkCommon(_ members: [(String, JSONValue)], at path: String, into problems: inout [String]) {
        for (key, value) in members {
            switch key {
            case "$description":
                if case .string = value {} else { problems.append("\(path).$description: must be a string") }
            case "$extensions":
                if case .object = value {} else { problems.append("\(path).$extensions: must be an object") }
            case "$deprecated":
                switch value {
                case .bool, .string: break
                default: problems.append("\(path).$deprecated: must be a boolean or a string")
                }
            case "$type":
                if case .string(let type) = value, types.contains(type) {} else { problems.append("\(path).$type: not one of the format's types") }
            default: break
            }
        }
    }

    private static func visitGroup(_ group: JSONValue, at path: String, inheritedType: String?, into problems: inout [String]) {
        let members = members(group)
        checkCommon(members, at: path, into: &problems)
        var type = inheritedType
        if case .string(let own)? = members.first(where: { $0.0 == "$type" })?.1 { type = own }
        for (name, child) in members {
            if name.hasPrefix("$") {
                if !groupProperties.contains(name) { problems.append("\(path): unknown property \(name) on a group") }
                continue
            }
            let childPath = path + "." + name
            if name.contains("{") || name.contains("}") || name.contains(".") {
                problems.append("\(path): the name \(name) contains {, } or .")
            }
            guard case .object(let childMembers) = child else {
                problems.append("\(childPath): must be an object (a token or a group)")
                continue
            }
            if childMembers.contains(where: { $0.0 == "$value" }) {
                visitToken(childMembers, at: childPath, inheritedType: type, into: &problems)
            } else {
                visitGroup(child, at: childPath, inheritedType: type, into: &problems)
            }
        }
    }

    private static func visitToken(_ members: [(String, JSONValue)], at path: String, inheritedType: String?, into problems: inout [String]) {
        checkCommon(members, at: path, into: &problems)
        for (name, _) in members where !tokenProperties.contains(name) {
            problems.append("\(path): \(name) is not a token property")
        }
        let value = members.first { $0.0 == "$value" }?.1 ?? .null
        if case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}") { return }   // an alias
        var type = inheritedType
        if case .string(let own)? = members.first(where: { $0.0 == "$type" })?.1 { type = own }
        guard let type else {
            problems.append("\(path): no $type, on the token or an enclosing group")
            return
        }
        switch type {
        case "duration":
            let fields = self.members(value)
            let number = fields.first { $0.0 == "value" }?.1, unit = fields.first { $0.0 == "unit" }?.1
            var ok = fields.count == 2
            if case .number(let n)? = number { ok = ok && n.isFinite } else if case .integer? = number {} else { ok = false }
            if case .string(let u)? = unit { ok = ok && (u == "ms" || u == "s") } else { ok = false }
            if !ok { problems.append("\(path).$value: a duration must be { \"value\": number, \"unit\": \"ms\" | \"s\" }") }
        case "number":
            switch value {
            case .number, .integer: break
            default: problems.append("\(path).$value: a number token's value must be a JSON number")
            }
        default:
            break
        }
    }
}
