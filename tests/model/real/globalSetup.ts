import { clearResults } from '../report';

export default function globalSetup(): void {
  clearResults('real');
}
