// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('test setup', () => {
  it('runs in a DOM environment', () => {
    document.body.innerHTML = '<button>Go</button>';
    expect(document.querySelector('button')).toHaveTextContent('Go');
  });
});
