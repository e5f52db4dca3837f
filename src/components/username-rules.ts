/** The username problems the prompt lists (seed 1 §2 Username update prompt): spaces before, after, inside. */
export type UsernameProblem = 'leading' | 'trailing' | 'internal';

export function usernameProblems(username: string): UsernameProblem[] {
  const problems: UsernameProblem[] = [];
  if (/^\s/.test(username)) problems.push('leading');
  if (/\s$/.test(username)) problems.push('trailing');
  if (/\S\s+\S/.test(username)) problems.push('internal');
  return problems;
}
