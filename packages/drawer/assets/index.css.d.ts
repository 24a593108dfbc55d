// Lets TypeScript resolve `import "@drawer/react/assets/index.css"` under node10 resolution (no exports map).
export {};
