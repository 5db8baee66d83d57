// PushReferenceValues.swift — GENERATED, do not edit by hand.
//
// Made by Tests/SpringKitTests/Reference/make_push_reference.py on 2026-11-24
// (python 3.11.7, mpmath 1.3.0). Regenerate with:
//     python3 Tests/SpringKitTests/Reference/make_push_reference.py
//
// Method: make_reference.py's independent model and metric definitions at 150 significant
// digits, with a root refinement that bisects geometrically and stops relative to the root
// (the crossings here are up to 1e-300 of the time scale); see make_push_reference.py.
// Values are the doubles nearest the 150-digit results (17 significant digits); a time
// below 2.2e-308 s is written as its (subnormal) double and must be refused by SpringKit.

extension ReferenceCase {
    static let strongPush: [ReferenceCase] = [
        ReferenceCase(
            name: "push 3/s, k 1e-300, c 1e-150 (zeta 0.5, rise 0.27 s)",
            mass: 1.0, stiffness: 1e-300, damping: 1e-150,
            from: 0.0, to: 1.0, velocity: .absolute(3.0),
            band: .relative(0.02), rest: nil,
            dampingRatio: 0.5, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 3.0),
                ReferenceSample(time: 5.0000000000000002e+148, position: 1.4625077343796213e+149, velocity: 2.8500617188146391),
                ReferenceSample(time: 3e+149, position: 7.6595187530162363e+149, velocity: 2.1124904074792732),
                ReferenceSample(time: 9.9999999999999998e+149, position: 1.600521585344079e+150, velocity: 0.37857887483102604),
                ReferenceSample(time: 2.5e+150, position: 8.2232969611710716e+149, velocity: -0.89240843583718432),
                ReferenceSample(time: 6.0000000000000002e+150, position: -1.5267695458922716e+149, velocity: 0.14580847256607246),
                ReferenceSample(time: 1.5e+151, position: 7.8825441292303565e+146, velocity: 0.0011181929051209982),
                ReferenceSample(time: 3.4978229402934518e+152, position: 3.7354550387506626e+74, velocity: -1.0646125122667653e-76),
                ReferenceSample(time: 6.9956458805869037e+152, position: 1.0199999999999998, velocity: -4.2734081817509206e-152),
            ],
            expected: ReferenceMetrics(
                settlingTime: 6.9956458805869037e+152,
                overshootPercent: 1.6388790476208041e+152,
                undershootPercent: 2.6719224427864498e+151,
                peakTime: 1.2091995761561452e+150,
                peakValue: 1.638879047620804e+150,
                riseTime: 0.26666666666666666,
                transientTime: 9.2855485500841423e+150,
                bounces: 193,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "push 1e75/s, k 1, c 1",
            mass: 1.0, stiffness: 1.0, damping: 1.0,
            from: 0.0, to: 1.0, velocity: .absolute(9.9999999999999993e+74),
            band: .relative(0.02), rest: nil,
            dampingRatio: 0.5, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 9.9999999999999993e+74),
                ReferenceSample(time: 0.050000000000000003, position: 4.8750257812654042e+73, velocity: 9.5002057293821306e+74),
                ReferenceSample(time: 0.29999999999999999, position: 2.5531729176720788e+74, velocity: 7.0416346915975769e+74),
                ReferenceSample(time: 1.0, position: 5.3350719511469296e+74, velocity: 1.2619295827700867e+74),
                ReferenceSample(time: 2.5, position: 2.7410989870570239e+74, velocity: -2.9746947861239474e+74),
                ReferenceSample(time: 6.0, position: -5.0892318196409062e+73, velocity: 4.8602824188690815e+73),
                ReferenceSample(time: 15.0, position: 2.6275147097434525e+71, velocity: 3.7273096837366586e+71),
                ReferenceSample(time: 176.72941750233235, position: 3.7598269358870845e+36, velocity: -4.539610355731423e+36),
                ReferenceSample(time: 353.45883500466471, position: 0.9800000000000002, velocity: 0.0064717635940419183),
            ],
            expected: ReferenceMetrics(
                settlingTime: 353.45883500466471,
                overshootPercent: 5.4629301587360135e+76,
                undershootPercent: 8.9064081426214986e+75,
                peakTime: 1.2091995761561452,
                peakValue: 5.4629301587360139e+74,
                riseTime: 8.0000000000000006e-76,
                transientTime: 9.2855485500841421,
                bounces: 98,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "push 1e77/s, k 1, c 1",
            mass: 1.0, stiffness: 1.0, damping: 1.0,
            from: 0.0, to: 1.0, velocity: .absolute(9.9999999999999998e+76),
            band: .relative(0.02), rest: nil,
            dampingRatio: 0.5, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 9.9999999999999998e+76),
                ReferenceSample(time: 0.050000000000000003, position: 4.8750257812654044e+75, velocity: 9.5002057293821309e+76),
                ReferenceSample(time: 0.29999999999999999, position: 2.5531729176720786e+76, velocity: 7.0416346915975772e+76),
                ReferenceSample(time: 1.0, position: 5.33507195114693e+76, velocity: 1.2619295827700867e+76),
                ReferenceSample(time: 2.5, position: 2.7410989870570243e+76, velocity: -2.9746947861239477e+76),
                ReferenceSample(time: 6.0, position: -5.0892318196409066e+75, velocity: 4.8602824188690816e+75),
                ReferenceSample(time: 15.0, position: 2.6275147097434529e+73, velocity: 3.7273096837366588e+73),
                ReferenceSample(time: 180.95549159061986, position: -2.1086822072304777e+37, velocity: 5.7966393815211958e+37),
                ReferenceSample(time: 361.91098318123971, position: 0.97999999999999998, velocity: 0.029154487468312035),
            ],
            expected: ReferenceMetrics(
                settlingTime: 361.91098318123971,
                overshootPercent: 5.4629301587360136e+78,
                undershootPercent: 8.9064081426214997e+77,
                peakTime: 1.2091995761561452,
                peakValue: 5.4629301587360135e+76,
                riseTime: 8e-78,
                transientTime: 9.2855485500841421,
                bounces: 100,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "push 1e298/s, k 1, c 1 (band 2e-300 of the motion)",
            mass: 1.0, stiffness: 1.0, damping: 1.0,
            from: 0.0, to: 1.0, velocity: .absolute(9.9999999999999996e+297),
            band: .relative(0.02), rest: nil,
            dampingRatio: 0.5, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 9.9999999999999996e+297),
                ReferenceSample(time: 0.050000000000000003, position: 4.8750257812654039e+296, velocity: 9.5002057293821305e+297),
                ReferenceSample(time: 0.29999999999999999, position: 2.5531729176720786e+297, velocity: 7.0416346915975771e+297),
                ReferenceSample(time: 1.0, position: 5.3350719511469296e+297, velocity: 1.2619295827700868e+297),
                ReferenceSample(time: 2.5, position: 2.741098987057024e+297, velocity: -2.9746947861239479e+297),
                ReferenceSample(time: 6.0, position: -5.089231819640907e+296, velocity: 4.860282418869082e+296),
                ReferenceSample(time: 15.0, position: 2.6275147097434528e+294, velocity: 3.7273096837366586e+294),
                ReferenceSample(time: 690.21916531261957, position: 1.1404115738314728e+148, velocity: 3.0667061713567073e+147),
                ReferenceSample(time: 1380.4383306252391, position: 1.0199999999999989, velocity: -0.012064916903144035),
            ],
            expected: ReferenceMetrics(
                settlingTime: 1380.4383306252391,
                overshootPercent: 5.4629301587360137e+299,
                undershootPercent: 8.9064081426214991e+298,
                peakTime: 1.2091995761561452,
                peakValue: 5.4629301587360132e+297,
                riseTime: 7.9999999999999999e-299,
                transientTime: 9.2855485500841421,
                bounces: 381,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "push 1.0000000000000001e66/s, k 1e-20, c 1e-10",
            mass: 1.0, stiffness: 9.9999999999999995e-21, damping: 1e-10,
            from: 0.0, to: 1.0, velocity: .absolute(1.0000000000000001e+66),
            band: .relative(0.02), rest: nil,
            dampingRatio: 0.5, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 1.0000000000000001e+66),
                ReferenceSample(time: 500000000.0, position: 4.8750257812654048e+74, velocity: 9.500205729382132e+65),
                ReferenceSample(time: 3000000000.0, position: 2.5531729176720791e+75, velocity: 7.0416346915975787e+65),
                ReferenceSample(time: 10000000000.0, position: 5.3350719511469306e+75, velocity: 1.261929582770087e+65),
                ReferenceSample(time: 25000000000.0, position: 2.7410989870570248e+75, velocity: -2.9746947861239481e+65),
                ReferenceSample(time: 60000000000.0, position: -5.0892318196409084e+74, velocity: 4.8602824188690814e+64),
                ReferenceSample(time: 150000000000.0, position: 2.6275147097434491e+72, velocity: 3.7273096837366614e+62),
                ReferenceSample(time: 1789342838856.2019, position: -1.3766805098905548e+37, velocity: -3.8044692626549564e+25),
                ReferenceSample(time: 3578685677712.4038, position: 1.0200000000000002, velocity: -1.8938018276754694e-12),
            ],
            expected: ReferenceMetrics(
                settlingTime: 3578685677712.4038,
                overshootPercent: 5.4629301587360147e+77,
                undershootPercent: 8.9064081426214992e+76,
                peakTime: 12091995761.561453,
                peakValue: 5.4629301587360145e+75,
                riseTime: 7.9999999999999995e-67,
                transientTime: 92855485500.841431,
                bounces: 99,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "push -1e200/s down, 1 -> 0, critical",
            mass: 1.0, stiffness: 1.0, damping: 2.0,
            from: 1.0, to: 0.0, velocity: .absolute(-9.9999999999999997e+199),
            band: .relative(0.02), rest: nil,
            dampingRatio: 1.0, regime: .critical,
            samples: [
                ReferenceSample(time: 0.0, position: 1.0, velocity: -9.9999999999999997e+199),
                ReferenceSample(time: 0.050000000000000003, position: -4.7561471225035704e+198, velocity: -9.0366795327567823e+199),
                ReferenceSample(time: 0.29999999999999999, position: -2.2224546620451534e+199, velocity: -5.1857275447720248e+199),
                ReferenceSample(time: 1.0, position: -3.678794411714423e+199, velocity: 0.0),
                ReferenceSample(time: 2.5, position: -2.0521249655974697e+199, velocity: 1.2312749793584818e+199),
                ReferenceSample(time: 6.0, position: -1.4872513059998149e+198, velocity: 1.2393760883331791e+198),
                ReferenceSample(time: 15.0, position: -4.5885348075273865e+194, velocity: 4.2826324870255609e+194),
                ReferenceSample(time: 235.29150699275033, position: -1.5339214679792276e+100, velocity: 1.5274022294075332e+100),
                ReferenceSample(time: 470.58301398550066, position: -0.020000000000000382, velocity: 0.019957499528445714),
            ],
            expected: ReferenceMetrics(
                settlingTime: 470.58301398550066,
                overshootPercent: 3.6787944117144232e+201,
                undershootPercent: 0.0,
                peakTime: 1.0,
                peakValue: -3.678794411714423e+199,
                riseTime: 7.9999999999999996e-201,
                transientTime: 6.833921701917391,
                bounces: 1,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "push 1e150/s, zeta 3, rest",
            mass: 1.0, stiffness: 1.0, damping: 6.0,
            from: 0.0, to: 1.0, velocity: .absolute(9.9999999999999998e+149),
            band: .relative(0.02), rest: ReferenceRest(delta: 0.001, speed: 0.001),
            dampingRatio: 3.0, regime: .over,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 9.9999999999999998e+149),
                ReferenceSample(time: 0.050000000000000003, position: 4.3178993670315607e+148, velocity: 7.3979242987814021e+149),
                ReferenceSample(time: 0.29999999999999999, position: 1.3714344369021613e+149, velocity: 1.5049980818091232e+149),
                ReferenceSample(time: 1.0, position: 1.4838568244070438e+149, velocity: -2.2516256337836669e+148),
                ReferenceSample(time: 2.5, position: 1.1511762343132904e+149, velocity: -1.9750591895726037e+148),
                ReferenceSample(time: 2.9142135623730949, position: 1.0722047819312919e+149, velocity: -1.8396083716458049e+148),
                ReferenceSample(time: 6.0, position: 6.3146036026068972e+148, velocity: -1.0834146961872668e+148),
                ReferenceSample(time: 11.65685424949238, position: 2.3924124127602732e+148, velocity: -4.1047307645018476e+147),
                ReferenceSample(time: 15.0, position: 1.348117406868821e+148, velocity: -2.313003796761939e+147),
                ReferenceSample(time: 1012.8842291911674, position: 5.9460355750136566e+73, velocity: -1.0201784199665339e+73),
                ReferenceSample(time: 2025.7684583823348, position: 1.0200000000000002, velocity: -0.0034314575050762575),
            ],
            expected: ReferenceMetrics(
                settlingTime: 2025.7684583823348,
                overshootPercent: 1.5417364907583222e+151,
                undershootPercent: 0.0,
                peakTime: 0.62322524014023051,
                peakValue: 1.5417364907583221e+149,
                riseTime: 7.9999999999999995e-151,
                transientTime: 23.598315109305524,
                bounces: 1,
                restTime: 2043.2288656239946
            )
        ),
        ReferenceCase(
            name: "push 1.7e308/s, k 1e300, c 1e150 (rise 4.7e-309 s, subnormal)",
            mass: 1.0, stiffness: 1.0000000000000001e+300, damping: 9.9999999999999998e+149,
            from: 0.0, to: 1.0, velocity: .absolute(1.6999999999999999e+308),
            band: .relative(0.02), rest: nil,
            dampingRatio: 0.5, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 1.6999999999999999e+308),
                ReferenceSample(time: 5.0000000000000005e-152, position: 8.2875438281511882e+156, velocity: 1.6150349739949621e+308),
                ReferenceSample(time: 2.9999999999999998e-151, position: 4.3403939600425337e+157, velocity: 1.1970778975715883e+308),
                ReferenceSample(time: 1e-150, position: 9.0696223169497808e+157, velocity: 2.1452802907091472e+307),
                ReferenceSample(time: 2.4999999999999999e-150, position: 4.6598682779969411e+157, velocity: -5.0569811364107109e+307),
                ReferenceSample(time: 6.0000000000000003e-150, position: -8.6516940933895381e+156, velocity: 8.2624801120774405e+306),
                ReferenceSample(time: 1.5000000000000001e-149, position: 4.4667750065638801e+154, velocity: 6.3364264623523069e+304),
                ReferenceSample(time: 3.6784583869498164e-148, position: -2.4848573926539917e+78, velocity: 5.5828480741579983e+227),
                ReferenceSample(time: 7.3569167738996327e-148, position: 1.0200000000000005, velocity: -3.4487260797858227e+148),
            ],
            expected: ReferenceMetrics(
                settlingTime: 7.3569167738996327e-148,
                overshootPercent: 9.2869812698512231e+159,
                undershootPercent: 1.514089384245655e+159,
                peakTime: 1.2091995761561452e-150,
                peakValue: 9.2869812698512226e+157,
                riseTime: Double(bitPattern: 0x00036246cf1b4063),
                transientTime: 9.2855485500841427e-150,
                bounces: 203,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "zeta 1e40, fast mode carries x into the band",
            mass: 1.0, stiffness: 1.0, damping: 2.0000000000000001e+40,
            from: 0.0, to: 1.0, velocity: .absolute(1.98e+40),
            band: .relative(0.02), rest: ReferenceRest(delta: 0.050000000000000003, speed: 1.0),
            dampingRatio: 1e+40, regime: .over,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 1.98e+40),
                ReferenceSample(time: 1.1487799625336482e-40, position: 0.89050125628933818, velocity: 1.9899748742132369e+39),
                ReferenceSample(time: 2.2975599250672964e-40, position: 0.97999999999999998, velocity: 1.9999999999999939e+38),
                ReferenceSample(time: 0.050000000000000003, position: 0.98999999999999999, velocity: 5.0000000000000137e-43),
                ReferenceSample(time: 0.29999999999999999, position: 0.98999999999999999, velocity: 5.0000000000000137e-43),
                ReferenceSample(time: 1.0, position: 0.98999999999999999, velocity: 5.0000000000000137e-43),
                ReferenceSample(time: 2.5, position: 0.98999999999999999, velocity: 5.0000000000000137e-43),
                ReferenceSample(time: 6.0, position: 0.98999999999999999, velocity: 5.0000000000000137e-43),
                ReferenceSample(time: 15.0, position: 0.98999999999999999, velocity: 5.0000000000000137e-43),
                ReferenceSample(time: 1e+40, position: 0.99393469340287366, velocity: 3.0326532985631754e-43),
                ReferenceSample(time: 4.0000000000000001e+40, position: 0.99864664716763385, velocity: 6.7667641618306536e-44),
            ],
            expected: ReferenceMetrics(
                settlingTime: 2.2975599250672964e-40,
                overshootPercent: 0.0,
                undershootPercent: 0.0,
                peakTime: nil,
                peakValue: nil,
                riseTime: 1.1457058961979604e-40,
                transientTime: 2.2975599250672964e-40,
                bounces: 0,
                restTime: 4.6393250282234134e-39
            )
        ),
        ReferenceCase(
            name: "zeta 1e40, fast mode carries x to 0.995, band 0.01",
            mass: 1.0, stiffness: 1.0, damping: 2.0000000000000001e+40,
            from: 0.0, to: 1.0, velocity: .absolute(1.9900000000000002e+40),
            band: .relative(0.01), rest: ReferenceRest(delta: 0.02, speed: 9.9999999999999995e-07),
            dampingRatio: 1e+40, regime: .over,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 1.9900000000000002e+40),
                ReferenceSample(time: 1.3233262061811207e-40, position: 0.92446632010167029, velocity: 1.4106735979665952e+39),
                ReferenceSample(time: 2.6466524123622413e-40, position: 0.98999999999999999, velocity: 1.0000000000000096e+38),
                ReferenceSample(time: 0.050000000000000003, position: 0.995, velocity: 2.4999999999999766e-43),
                ReferenceSample(time: 0.29999999999999999, position: 0.995, velocity: 2.4999999999999766e-43),
                ReferenceSample(time: 1.0, position: 0.995, velocity: 2.4999999999999766e-43),
                ReferenceSample(time: 2.5, position: 0.995, velocity: 2.4999999999999766e-43),
                ReferenceSample(time: 6.0, position: 0.995, velocity: 2.4999999999999766e-43),
                ReferenceSample(time: 15.0, position: 0.995, velocity: 2.4999999999999766e-43),
                ReferenceSample(time: 1e+40, position: 0.99696734670143683, velocity: 1.5163266492815694e-43),
                ReferenceSample(time: 4.0000000000000001e+40, position: 0.99932332358381692, velocity: 3.3833820809152855e-44),
            ],
            expected: ReferenceMetrics(
                settlingTime: 2.6466524123622413e-40,
                overshootPercent: 0.0,
                undershootPercent: 0.0,
                peakTime: nil,
                peakValue: nil,
                riseTime: 1.121473413337157e-40,
                transientTime: 2.6466524123622413e-40,
                bounces: 0,
                restTime: 5.3303524458231247e-39
            )
        ),
        ReferenceCase(
            name: "zeta 3.3e-15, push 1e51 step/s, 7.8e15 bounces",
            mass: 3.8952699512509467e-201, stiffness: 7.0421285126845184e-166, damping: 1.095925513520586e-197,
            from: 0.0, to: 2.5575131259466972e-298, velocity: .normalised(1.0348953882025796e+51),
            band: .relative(0.02), rest: nil,
            dampingRatio: 3.3084935203951243e-15, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: 2.6467585393098001e-247),
                ReferenceSample(time: 1.175944462913675e-19, position: 3.1111443606304299e-266, velocity: 2.6434507803382623e-247),
                ReferenceSample(time: 7.0556667774820492e-19, position: 1.8395784440261997e-265, velocity: 2.5285450105074363e-247),
                ReferenceSample(time: 2.3518889258273497e-18, position: 5.2380576692680217e-265, velocity: 1.4300497418652623e-247),
                ReferenceSample(time: 5.8797223145683744e-18, position: 3.7254185359494685e-265, velocity: -2.1204337056623618e-247),
                ReferenceSample(time: 1.41113335549641e-17, position: -1.7393285326259146e-265, velocity: 2.541338905383347e-247),
                ReferenceSample(time: 3.5278333887410246e-17, position: 4.0479651347030063e-265, velocity: -2.0107104705694296e-247),
                ReferenceSample(time: 1.4111333554964099e-16, position: -1.8974101785612876e-265, velocity: -2.5208071888628109e-247),
                ReferenceSample(time: 7.0556667774820498e-16, position: -6.2233622301071496e-265, velocity: -5.8484415765639152e-249),
            ],
            expected: ReferenceMetrics(
                settlingTime: 0.057428463204094997,
                overshootPercent: 2.4339590029034306e+35,
                undershootPercent: 2.4339590029034051e+35,
                peakTime: 3.6943384857191888e-18,
                peakValue: 6.224882097941659e-265,
                riseTime: 7.7302499278642151e-52,
                transientTime: 0.0027809163074768487,
                bounces: 7772496135111873,
                restTime: nil
            )
        ),
        ReferenceCase(
            name: "zeta 4.5e-16, push 7.4e18 step/s, 6.0e15 bounces",
            mass: 3.783971183646395e+53, stiffness: 2.0679919881298467e+87, damping: 2.5115739051535889e+55,
            from: 0.0, to: -1.335774123829984e+268, velocity: .normalised(7.3926563052744755e+18),
            band: .relative(0.02), rest: nil,
            dampingRatio: 4.4891863151963774e-16, regime: .under,
            samples: [
                ReferenceSample(time: 0.0, position: 0.0, velocity: -9.8749189989542196e+286),
                ReferenceSample(time: 6.7634687634979402e-19, position: -6.6777574740550114e+268, velocity: -9.867513324066555e+286),
                ReferenceSample(time: 4.0580812580987637e-18, position: -3.953448487481608e+269, velocity: -9.4630528278940149e+286),
                ReferenceSample(time: 1.3526937526995878e-17, position: -1.1301556903061777e+270, velocity: -5.4185360835455429e+286),
                ReferenceSample(time: 3.3817343817489698e-17, position: -8.2348281427660524e+269, velocity: 7.8521296705937141e+286),
                ReferenceSample(time: 8.1161625161975269e-17, position: 3.7270395728666823e+269, velocity: -9.4540117517573244e+286),
                ReferenceSample(time: 2.0290406290493819e-16, position: -8.9214312572329147e+269, velocity: 7.4376412064898408e+286),
                ReferenceSample(time: 8.1161625161975276e-16, position: 3.8107831295419351e+269, velocity: 9.4351008370860352e+286),
                ReferenceSample(time: 4.0580812580987636e-15, position: 1.3217950789268219e+270, velocity: 3.1692740490535239e+285),
            ],
            expected: ReferenceMetrics(
                settlingTime: 0.25664387358728602,
                overshootPercent: 10000.499987500618,
                undershootPercent: 9900.4999875006051,
                peakTime: 2.1383328646750468e-17,
                peakValue: -1.3491986521048402e+270,
                riseTime: 1.082117309288843e-19,
                transientTime: 0.11787813443934179,
                bounces: 6039229650340431,
                restTime: nil
            )
        ),
    ]
}
