import type { VendorShippingAddress } from '@/shared/vendor-orders/types';

/** The lines of a shipping address: name, street (apartment), city state zip, country, phone. */
export function addressLines(address: VendorShippingAddress): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.street, address.apartment].filter(Boolean).join(', ');
  const city = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [name, street, city, address.country].filter((line) => line.trim() !== '');
}

export function AddressBlock({ address }: { address: VendorShippingAddress }) {
  return (
    <address className="text-sm leading-relaxed text-slate-700 not-italic">
      {addressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
