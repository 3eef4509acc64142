import { describe, expect, it } from 'vitest';
import { reactProps } from '../../common/html-tree/hast-props';

describe('hast properties as React props', () => {
  it('joins class lists and rel values, and writes data and aria attributes out', () => {
    expect(
      reactProps({
        className: ['language-hcl'],
        dataTokens: 'k0:3',
        rel: ['nofollow', 'noopener', 'noreferrer'],
        ariaHidden: 'true',
        href: 'https://example.com',
        start: 3,
      }),
    ).toEqual({
      className: 'language-hcl',
      'data-tokens': 'k0:3',
      rel: 'nofollow noopener noreferrer',
      'aria-hidden': 'true',
      href: 'https://example.com',
      start: 3,
    });
  });

  it('keeps a task-list checkbox uncontrolled, and drops what is absent', () => {
    expect(reactProps({ type: 'checkbox', checked: true, disabled: true, title: undefined })).toEqual({
      type: 'checkbox',
      defaultChecked: true,
      disabled: true,
      readOnly: true,
    });
    expect(reactProps({ checked: false })).toEqual({});
  });

  it('never passes a style or an event handler, should a tree carry one', () => {
    expect(reactProps({ style: 'color:red', onClick: 'alert(1)', onMouseOver: 'x', id: 'a' })).toEqual({ id: 'a' });
  });
});
