/**
 * The code block's buttons with a class that anchors them at their right edge (src/css/custom.css).
 * The word-wrap button is added after the first render, once the block is found to scroll; the
 * group grew leftwards, so its box moved and Lighthouse counted a layout shift on every page with a
 * long code line. With a zero-width group whose buttons overflow to the left, nothing moves.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper({ className }: Props): ReactNode {
  return <Buttons className={clsx(className, 'cairn-code-buttons')} />;
}
