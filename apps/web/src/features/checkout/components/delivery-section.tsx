import { DELIVERY_LABELS, DELIVERY_SPEEDS, estimateDelivery } from '@market/domain';
import { useRef } from 'react';
import { formatDate } from '@/lib/format';
import type { CheckoutForm } from '../use-checkout-form';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

/** Step 3 of checkout: the delivery speed, each with its estimated delivery date. */
export function DeliverySection({ checkout }: { checkout: CheckoutForm }) {
  const now = useRef(new Date()).current;
  const { ids, deliverySpeed, setDeliverySpeed } = checkout;
  return (
    <CheckoutSection step={3} title="Delivery speed">
      <div role="radiogroup" aria-label="Delivery speed" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {DELIVERY_SPEEDS.map((speed) => (
          <ChoiceCard
            key={speed}
            id={`${ids}-speed-${speed}`}
            name="deliverySpeed"
            value={speed}
            checked={deliverySpeed === speed}
            onChange={() => setDeliverySpeed(speed)}
            title={DELIVERY_LABELS[speed]}
            description={
              <span data-testid={`estimate-${speed}`}>
                <span className="block">Estimated delivery</span>{' '}
                <span className="block font-medium text-slate-700">
                  {formatDate(estimateDelivery(now, speed))}
                </span>
              </span>
            }
          />
        ))}
      </div>
    </CheckoutSection>
  );
}
