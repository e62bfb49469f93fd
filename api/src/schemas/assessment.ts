// Described once, in the shared contract: the page checks what it reads against the schema the route answers with.
export { AssessmentSchema } from '@qa/shared/assessment';
