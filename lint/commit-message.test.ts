/** The commit-message rules the commit-msg hook enforces. */
import { describe, expect, it } from 'vitest';
import { commitMessageProblems, SUBJECT_MAX } from './commit-message.js';

describe('commit message rules', () => {
  it('accepts a short subject, alone or with a body after a blank line', () => {
    expect(commitMessageProblems('Fix the dose list\n')).toEqual([]);
    expect(commitMessageProblems('Fix the dose list\n\nThe list skipped the last page.\n')).toEqual([]);
    expect(commitMessageProblems('x'.repeat(SUBJECT_MAX))).toEqual([]);
  });

  it('refuses a subject over 72 characters, an empty message and a body glued to the subject', () => {
    expect(commitMessageProblems('x'.repeat(SUBJECT_MAX + 1))[0]).toContain('73 characters');
    expect(commitMessageProblems('\n# Please enter the commit message\n')).toEqual(['The commit message is empty: write a subject line saying what changed.']);
    expect(commitMessageProblems('Subject\nBody right under it')).toEqual(['Leave a blank line between the subject and the body.']);
  });

  it("ignores git's comment lines and the diff after the scissors line", () => {
    const verbose = `Short subject\n\n# Changes to be committed:\n# ------------------------ >8 ------------------------\n${'y'.repeat(200)}\n`;
    expect(commitMessageProblems(verbose)).toEqual([]);
    expect(commitMessageProblems('# comment first\nShort subject\n')).toEqual([]);
  });

  it('counts characters, not bytes', () => {
    expect(commitMessageProblems('é'.repeat(SUBJECT_MAX))).toEqual([]);
  });
});
