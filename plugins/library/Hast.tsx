import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';

/** Renders a tree produced at build time from the library data's markdown. */
export default function Hast({ tree }: { tree: Root }): ReactNode {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs });
}
