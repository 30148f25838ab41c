// The widget bundles (ESM + IIFE, react aliased to preact/compat) are defined here by the widget package.
export default [];
