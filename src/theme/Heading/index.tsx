/**
 * Every page's h1 is followed by the page's Markdown twin: the head's alternate link, and the 'Copy
 * page' and 'View as Markdown' control (src/components/CopyPage). Other headings are untouched.
 */
import React, { type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import PageMarkdown from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof HeadingType>;

export default function HeadingWrapper(props: Props): ReactNode {
  return (
    <>
      <Heading {...props} />
      {props.as === 'h1' && <PageMarkdown />}
    </>
  );
}
