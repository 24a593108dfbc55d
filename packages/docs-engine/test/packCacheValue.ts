/** The value the pack cache's concurrent test keeps under an entry's name: any other is wrong. */
export const valueOf = (name: string): string => `${name}: ${'value '.repeat(name.length)}`;
