// Public API of @wizyta/core: every export by name, grouped by area.
export {};
