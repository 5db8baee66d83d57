import CCairo
@_exported import SpringKit
