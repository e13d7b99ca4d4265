// Stylesheets are bundled by vite; TypeScript only needs to know the import is allowed.
declare module '*.css';
