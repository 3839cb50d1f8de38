/**
 * Request, parameter and reply types of an operation, taken from the generated API types (openapi-typescript): the
 * product's (openapi.yaml) and the control plane's (control.yaml).
 */
import type { operations } from '@iot/api-client/schema';
import type { operations as controlOperations } from '@iot/api-client/control-schema';

export type OperationId = keyof operations;
export type ControlOperationId = keyof controlOperations;

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : T;
type Parameters<Op, Where extends 'path' | 'query' | 'header'> = Op extends {
  parameters: { [W in Where]?: infer P };
}
  ? OrEmpty<NonNullable<P>>
  : Record<string, never>;

/** The types of one operation `Op` of a generated `operations` interface. */
export type BodyIn<Op> = Op extends { requestBody?: infer R }
  ? OrEmpty<Json<NonNullable<R>>>
  : undefined;
export type ParamsIn<Op> = Parameters<Op, 'path'>;
export type QueryIn<Op> = Parameters<Op, 'query'>;
export type HeadersIn<Op> = Parameters<Op, 'header'>;
type Responses<Op> = Op extends { responses: infer R } ? R : never;
/** The success answer(s) of an operation (200/201). */
export type ReplyIn<Op> = {
  [S in keyof Responses<Op>]: S extends 200 | 201 ? Json<Responses<Op>[S]> : never;
}[keyof Responses<Op>];

/** The operation `K` of the control plane (control.yaml). */
export type ControlOperation<K extends ControlOperationId> = controlOperations[K];
