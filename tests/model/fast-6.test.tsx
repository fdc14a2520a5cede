// @vitest-environment jsdom
import { fastShard } from './fastShard';

fastShard(6, 6);
