import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Rate a resolved inquiry 1 to 5 (once). */
export function RatingForm({ onRate, saving }: { onRate: (rating: number) => void; saving: boolean }) {
  const [rating, setRating] = useState(0);
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">How helpful was the answer?</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
            >
              <input
                type="radio"
                name="inquiry-rating"
                value={value}
                className="sr-only"
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} out of 5`}
              />
              <Star
                className={cn('size-7', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
                aria-hidden="true"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <Button size="sm" disabled={rating === 0} loading={saving} onClick={() => onRate(rating)}>
        Submit Rating
      </Button>
    </div>
  );
}

/** A given rating as stars. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={cn('size-4', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
