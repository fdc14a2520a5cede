// @vitest-environment jsdom
import { fastShard } from './fastShard';

fastShard(3, 6);
