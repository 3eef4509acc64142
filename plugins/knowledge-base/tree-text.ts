import type { Root as HastRoot } from 'hast';

/**
 * A post's HTML tree as JSON text. The bundler parses every JSON module into a tree of values it
 * keeps for the whole build; a tree as one string is one value instead of hundreds per post. The
 * page parses it when it renders.
 */
export type SerializedTree = string & { readonly __serializedTree: true };

export const serializeTree = (tree: HastRoot): SerializedTree => JSON.stringify(tree) as SerializedTree;
export const parseTree = (text: SerializedTree): HastRoot => JSON.parse(text) as HastRoot;
