// @vitest-environment jsdom
import { fastShard } from './fastShard';

fastShard(2, 6);
