/**
 * The last step of the consumer tests (`test:contract:consumer`): the pact they wrote must agree with
 * openapi/openapi.yaml (see support/document-check.ts). Exits 1 and lists the disagreements otherwise.
 */
import { documentProblems } from './support/document-check';

const problems = documentProblems();
if (problems.length) {
  console.error(`the pact disagrees with openapi/openapi.yaml:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'pact checked against openapi/openapi.yaml: every interaction agrees with the document',
);
