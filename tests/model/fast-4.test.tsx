// @vitest-environment jsdom
import { fastShard } from './fastShard';

fastShard(4, 6);
