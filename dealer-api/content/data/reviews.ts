/** Customer reviews; reviewed_days_ago is counted back from the seed's `today`. */
export const reviews: readonly {
  name: string;
  town: string;
  rating: number;
  text: string;
  reviewed_days_ago: number;
  department_id: number;
}[] = [
  {
    name: "Sarah H.",
    town: "Wakefield",
    rating: 5,
    text: "Reserved a Fiesta online on Sunday evening and collected it on Wednesday. Everything was ready, the paperwork took twenty minutes and nobody tried to sell me anything I didn't want.",
    reviewed_days_ago: 4,
    department_id: 1,
  },
  {
    name: "Imran K.",
    town: "Bradford",
    rating: 5,
    text: "Great part-exchange price for my old Astra, better than the online buying sites offered. Finance was approved the same afternoon.",
    reviewed_days_ago: 11,
    department_id: 1,
  },
  {
    name: "Gareth P.",
    town: "Stockport",
    rating: 4,
    text: "Car was spotless and exactly as described. Only four stars because the handover was a bit rushed on a busy Saturday, but they rang the next week to check all was well.",
    reviewed_days_ago: 17,
    department_id: 2,
  },
  {
    name: "Chloe W.",
    town: "Salford",
    rating: 5,
    text: "First car I've bought on my own. Jess explained PCP and HP properly and showed me both figures side by side. No pressure at all.",
    reviewed_days_ago: 26,
    department_id: 2,
  },
  {
    name: "David and Anne R.",
    town: "Harrogate",
    rating: 5,
    text: "We wanted a small automatic with a high driving position and they found three for us to try. Delivered free to our door.",
    reviewed_days_ago: 34,
    department_id: 3,
  },
  {
    name: "Tom B.",
    town: "Selby",
    rating: 4,
    text: "Good choice of EVs and they let me take a Niro home overnight to try charging it. Would have liked a second key, which they sorted within a week.",
    reviewed_days_ago: 45,
    department_id: 3,
  },
  {
    name: "Priya S.",
    town: "Rotherham",
    rating: 5,
    text: "Had a warning light two weeks after buying. Called Sheffield, they booked it in the next morning and fixed it under warranty with a courtesy car. Can't ask for more.",
    reviewed_days_ago: 53,
    department_id: 4,
  },
  {
    name: "Mark D.",
    town: "Barnsley",
    rating: 3,
    text: "Car is fine and the price was fair, but it took three phone calls to get the V5C sent through. Friendly staff though.",
    reviewed_days_ago: 68,
    department_id: 4,
  },
  {
    name: "Lucy F.",
    town: "Huddersfield",
    rating: 5,
    text: "Used the video walk-round to check the car before driving over from Huddersfield. It was exactly as shown, down to the tiny mark on the bumper they pointed out.",
    reviewed_days_ago: 80,
    department_id: 1,
  },
  {
    name: "Robert M.",
    town: "Bolton",
    rating: 4,
    text: "Straightforward purchase, clear pricing with the admin fee shown up front. Coffee could be better!",
    reviewed_days_ago: 96,
    department_id: 2,
  },
  {
    name: "Hannah J.",
    town: "Malton",
    rating: 5,
    text: "Sold my car to them and bought a Yaris hybrid the same day. They settled my old finance and the money left over went straight into the deposit.",
    reviewed_days_ago: 115,
    department_id: 3,
  },
  {
    name: "Steve O.",
    town: "Doncaster",
    rating: 5,
    text: "Third car from Northway Sheffield. Same salesman each time, always honest about what's worth paying extra for and what isn't.",
    reviewed_days_ago: 140,
    department_id: 4,
  },
];
