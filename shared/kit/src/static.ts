// What renders without the app around it (no store, no texts, no router): the shell renders these to static
// HTML at build time, in Node, where the kit's main entry (which registers texts and a slice) is not wanted.
export * from './theme/tokens';
export * from './components/buttons/buttonStyles';
export * from './dialog/ModalFrame';
