// @vitest-environment jsdom
import { fastShard } from './fastShard';

fastShard(5, 6);
