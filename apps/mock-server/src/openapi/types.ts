/** Request, parameter and reply types of an operation, taken from the generated API types (openapi-typescript). */
import type { operations } from '@iot/api-client/schema';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : T;

export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody?: infer R } ? OrEmpty<Json<NonNullable<R>>> : undefined;
export type ParamsOf<K extends OperationId> = OrEmpty<NonNullable<Op<K>['parameters']['path']>>;
export type QueryOf<K extends OperationId> = OrEmpty<NonNullable<Op<K>['parameters']['query']>>;
export type HeadersOf<K extends OperationId> = OrEmpty<NonNullable<Op<K>['parameters']['header']>>;

type Responses<K extends OperationId> = Op<K>['responses'];
/** The success envelope(s) of an operation (200/201). */
export type ReplyOf<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 ? Json<Responses<K>[S]> : never;
}[keyof Responses<K>];
/** The `data` of the success envelope. */
export type DataOf<K extends OperationId> = ReplyOf<K> extends { data: infer D } ? D : never;
