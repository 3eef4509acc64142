/** The anchor of a category's section on the knowledge-base index (its pages link to it). */
export const categoryAnchor = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
