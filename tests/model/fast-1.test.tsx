// @vitest-environment jsdom
import { fastShard } from './fastShard';

fastShard(1, 6);
