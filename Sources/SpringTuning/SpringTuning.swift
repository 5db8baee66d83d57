@_exported import SpringKit
