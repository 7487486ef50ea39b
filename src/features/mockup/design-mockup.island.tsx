import { island } from '@platform/islands/define-island';
import { DesignMockup, type MockupProps } from './mockup';

export type DesignMockupProps = Omit<MockupProps, 'initial' | 'expose'>;

/**
 * "Try your design" on a size page: starts on first use (a touch, a click or focus inside), so
 * the page loads none of it until the buyer reaches for it.
 */
export default island('design-mockup', function DesignMockupIsland(props: DesignMockupProps) {
  return <DesignMockup {...props} />;
});
