// Lets TypeScript resolve `import "@drawer/react/assets/index.css"` through the exports map: a stylesheet exports nothing.
export {};
