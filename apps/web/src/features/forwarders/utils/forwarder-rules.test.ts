import { describe, expect, it } from 'vitest';
import { orNull, validateMongodbTest, validatePostTest } from './forwarder-rules';

describe('forwarder rules (spec §5)', () => {
  it('the POST test requires a url', () => {
    expect(validatePostTest(' ')).toBe('urlRequired');
    expect(validatePostTest('http://127.0.0.1:5801/hook')).toBeNull();
  });

  it('the MongoDB test requires uri and collection', () => {
    expect(validateMongodbTest('mongodb://127.0.0.1:27017/farm', '')).toBe('mongodbFieldsRequired');
    expect(validateMongodbTest('', 'sensor_data')).toBe('mongodbFieldsRequired');
    expect(validateMongodbTest('mongodb://127.0.0.1:27017/farm', 'sensor_data')).toBeNull();
  });

  it('an empty field is saved as null', () => {
    expect(orNull('  ')).toBeNull();
    expect(orNull(' http://x ')).toBe('http://x');
  });
});
