export const label = (name: string): string => `item ${name}`;
