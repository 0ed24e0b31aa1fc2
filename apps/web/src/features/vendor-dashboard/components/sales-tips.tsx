import { Camera, FileText, Lightbulb, Truck } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

const TIPS = [
  {
    icon: Camera,
    title: 'Use quality photos',
    text: 'Clear, well-lit photos from several angles help buyers decide.',
  },
  {
    icon: FileText,
    title: 'Write detailed descriptions',
    text: 'Sizes, materials and what is in the box answer questions before they are asked.',
  },
  { icon: Truck, title: 'Ship fast', text: 'Quick shipping earns good reviews and repeat customers.' },
] as const;

/** The dashboard's three sales tips (spec 000 section 2). */
export function SalesTips() {
  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
            Sales tips
          </span>
        }
      />
      <CardBody>
        <ul className="space-y-4">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-indigo-500" aria-hidden="true" />
              <div>
                <p className="text-sm font-medium text-slate-900">{title}</p>
                <p className="text-sm text-slate-500">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
