export * from './message-kinds';
export * from './placeholders';
export * from './default-templates';
export * from './mobile-number';
