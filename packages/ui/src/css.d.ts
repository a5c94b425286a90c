// TS 6 refuses side-effect CSS imports without a declaration (TS2882).
declare module '*.css';
