/**
 * Every code block has a header: the file it writes (`title="main.tf"`) or its language, and the
 * copy and word-wrap buttons. The theme puts the buttons over the code's first line, where they
 * covered the start of lines such as `source = ...` on hover; here they never cover code. The
 * header has a fixed height, so the buttons, rendered in the browser only, shift nothing.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import type { Props } from '@theme/CodeBlock/Layout';

/** How the header names a block's language when the block has no file name. */
const languageNames: Record<string, string> = {
  bash: 'Shell',
  docker: 'Dockerfile',
  go: 'Go',
  hcl: 'HCL',
  json: 'JSON',
  py: 'Python',
  python: 'Python',
  text: 'Text',
  yaml: 'YAML',
  yml: 'YAML',
};

const languageName = (language: string): string => languageNames[language] ?? language.toUpperCase();

export default function CodeBlockLayout({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      <div className="cairn-code-header">
        <span className={clsx('cairn-code-header__name', metadata.title ? 'cairn-code-header__name--file' : undefined)}>
          {metadata.title ? <Title>{metadata.title}</Title> : languageName(metadata.language)}
        </span>
        <Buttons />
      </div>
      <div className="cairn-code-content">
        <Content />
      </div>
    </Container>
  );
}
