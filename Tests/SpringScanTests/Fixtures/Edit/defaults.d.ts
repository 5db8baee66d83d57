// The libraries' API as defaults.ts uses it, for tsc --noEmit.
declare module "motion" {
  export function animate(element: Element, keyframes: object, options?: object): unknown
}
declare module "react-native-reanimated" {
  export function withSpring(toValue: number, config?: object): number
}
declare module "react-native" {
  export namespace Animated {
    class Value { constructor(value: number) }
    function spring(value: Value, config: object): { start(): void }
  }
}
declare module "svelte/motion" {
  export function spring(value: number, options?: object): unknown
}
