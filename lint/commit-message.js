/**
 * The rules a commit message keeps (docs/contributing.md): a subject line of at most 72 characters that says what
 * changed, and, when there is a body (the why), a blank line between the two. The commit-msg hook
 * (scripts/git-hooks/commit-msg) runs it on every commit; git's comment lines and the diff `git commit -v` appends are
 * not part of the message.
 */

export const SUBJECT_MAX = 72;

/**
 * The message as git will store it: comment lines and everything from the scissors line on are dropped.
 * @param {string} text
 * @returns {string[]}
 */
function messageLines(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => line.startsWith('# ------------------------ >8 ------------------------'));
  return (scissors >= 0 ? lines.slice(0, scissors) : lines).filter((line) => !line.startsWith('#'));
}

/**
 * What is wrong with a commit message, one sentence a problem; empty when it keeps the rules.
 * @param {string} text
 * @returns {string[]}
 */
export function commitMessageProblems(text) {
  const lines = messageLines(text);
  while (lines.length > 0 && (lines[0] ?? '').trim() === '') lines.shift();
  const subject = lines[0]?.trimEnd() ?? '';
  if (subject === '') return ['The commit message is empty: write a subject line saying what changed.'];
  const problems = [];
  if ([...subject].length > SUBJECT_MAX)
    problems.push(`The subject line has ${[...subject].length} characters; keep it to ${SUBJECT_MAX} and put the why in the body.`);
  if (lines.length > 1 && (lines[1] ?? '').trim() !== '') problems.push('Leave a blank line between the subject and the body.');
  return problems;
}
