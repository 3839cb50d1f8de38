/**
 * The last step of the consumer tests (`test:contract:consumer`): the pact they wrote must agree with
 * openapi/openapi.yaml (support/document-check.ts) and send no seed data that its provider states do not inject
 * (support/independence-check.ts). Exits 1 and lists the problems otherwise.
 */
import { documentProblems } from './support/document-check';
import { independenceProblems } from './support/independence-check';

const problems = documentProblems();
if (problems.length) {
  console.error(`the pact disagrees with openapi/openapi.yaml:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'pact checked against openapi/openapi.yaml: every interaction agrees with the document',
);
const seeded = independenceProblems();
if (seeded.length) {
  console.error(`the pact depends on seed data:\n  ${seeded.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'pact checked for seed data: every id, name and credential comes from a provider state',
);
