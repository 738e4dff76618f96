/** `npm run merchant:check`: validates every brand merged over merchants/_defaults.json; exit 1 on any problem. */
import { checkMerchants, formatIssue } from './merchant-validate.ts';

const { count, issues } = checkMerchants();
if (issues.length > 0) {
  for (const issue of issues) console.error(formatIssue(issue));
  console.error(`${issues.length} problem${issues.length === 1 ? '' : 's'} in merchant config`);
  process.exit(1);
}
console.log(`${count} merchants OK`);
