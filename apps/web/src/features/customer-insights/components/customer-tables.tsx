import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Table, fitTdClasses as tdClasses, fitThClasses as thClasses } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import type { CustomerInsights } from '../api/customer-insights';

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-200 px-4 py-10 text-center text-sm text-slate-600">
      {text}
    </p>
  );
}

/** The customers of the period who spent the most with the vendor (all their orders). */
export function TopCustomersTable({ customers }: { customers: CustomerInsights['topCustomers'] }) {
  return (
    <Card>
      <CardHeader
        level={3}
        title="Top Customers"
        description="Customers who ordered in this period, by what they have spent with you in all (cancelled and returned orders left out)."
      />
      <CardBody className="p-0">
        {customers.length === 0 ? (
          <div className="p-5">
            <Empty text="No customer ordered in this period." />
          </div>
        ) : (
          <Table aria-label="Top customers" fit>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={thClasses}>
                  Customer
                </th>
                <th scope="col" className={thClasses}>
                  Email
                </th>
                <th scope="col" className={`${thClasses} text-right`}>
                  Orders
                </th>
                <th scope="col" className={`${thClasses} text-right`}>
                  Spent
                </th>
                <th scope="col" className={thClasses}>
                  Last order
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.email} className="border-b border-slate-100 last:border-0">
                  <td className={`${tdClasses} font-medium text-slate-900`}>{c.name}</td>
                  <td className={tdClasses}>
                    <EmailAddress email={c.email} />
                  </td>
                  <td className={`${tdClasses} text-right tabular-nums`}>{c.orders}</td>
                  <td className={`${tdClasses} text-right tabular-nums`}>{formatMoney(c.spent)}</td>
                  <td className={tdClasses}>{formatDate(c.lastOrderAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardBody>
    </Card>
  );
}

/** Where the period's customers are: the shipping country and city of their last order. */
export function LocationsTable({ locations }: { locations: CustomerInsights['locations'] }) {
  return (
    <Card>
      <CardHeader
        level={3}
        title="Where Customers Are"
        description="Shipping country and city of each customer's last order with you."
      />
      <CardBody className="p-0">
        {locations.length === 0 ? (
          <div className="p-5">
            <Empty text="No customer ordered in this period." />
          </div>
        ) : (
          <Table aria-label="Customer locations" fit>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={thClasses}>
                  Country
                </th>
                <th scope="col" className={thClasses}>
                  City
                </th>
                <th scope="col" className={`${thClasses} text-right`}>
                  Customers
                </th>
                <th scope="col" className={`${thClasses} text-right`}>
                  Spent
                </th>
              </tr>
            </thead>
            <tbody>
              {locations.map((l) => (
                <tr key={`${l.country}|${l.city}`} className="border-b border-slate-100 last:border-0">
                  <td className={tdClasses}>{l.country || 'Unknown'}</td>
                  <td className={tdClasses}>{l.city || 'Unknown'}</td>
                  <td className={`${tdClasses} text-right tabular-nums`}>{l.customers}</td>
                  <td className={`${tdClasses} text-right tabular-nums`}>{formatMoney(l.spent)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardBody>
    </Card>
  );
}
