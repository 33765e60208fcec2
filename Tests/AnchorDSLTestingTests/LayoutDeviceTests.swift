import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

@Suite(.failOnUnexpectedDiagnostics) struct LayoutDeviceTests {
    @Test func theNamedDevicesHaveApplesPortraitFigures() {
        let sizes: [CGSize] = [
            CGSize(width: 375, height: 667), CGSize(width: 393, height: 852),
            CGSize(width: 440, height: 956), CGSize(width: 820, height: 1180),
        ]
        let devices: [LayoutDevice] = [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadPortrait]
        expectEqual(devices.map(\.size), sizes)
        let tops: [CGFloat] = [20, 59, 62, 24]
        let bottoms: [CGFloat] = [0, 34, 34, 20]
        expectEqual(devices.map(\.safeAreaInsets.top), tops)
        expectEqual(devices.map(\.safeAreaInsets.bottom), bottoms)
        let phones: [LayoutDevice] = [.iPhoneSE, .iPhone17, .iPhone17ProMax]
        expectEqual(LayoutDevice.phones, phones)
    }

    /// iOS 18's figures: the design of the recordings these were checked against.
    @Test func theNamedDevicesOnTheirSideHaveApplesLandscapeFigures() {
        let se = EdgeInsets.zero
        let iPhone16 = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        let proMax = EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62)
        let iPad = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        expectEqual(LayoutDevice.iPhoneSE.with(design: .iOS18).landscape.safeAreaInsets, se)
        expectEqual(LayoutDevice.iPhone16.with(design: .iOS18).landscape.safeAreaInsets, iPhone16)
        expectEqual(LayoutDevice.iPhone16ProMax.with(design: .iOS18).landscape.safeAreaInsets, proMax)
        expectEqual(LayoutDevice.iPadPortrait.with(design: .iOS18).landscape.safeAreaInsets, iPad)
        let size = CGSize(width: 852, height: 393)
        expectEqual(LayoutDevice.iPhone16.landscape.size, size)
        expectEqual(LayoutDevice.iPhone16.landscape.name, "iPhone 16 landscape")
    }

    @Test func aDeviceOfYourOwnTurnsByTheRule() {
        let device = LayoutDevice(
            name: "phone", size: CGSize(width: 300, height: 600),
            safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0))
        let turned = EdgeInsets(top: 0, leading: 40, bottom: 30, trailing: 40)
        expectEqual(device.landscape.safeAreaInsets, turned)
        let size = CGSize(width: 600, height: 300)
        expectEqual(device.landscape.size, size)
    }

    @Test func aDeviceAlreadyOnItsSideStaysAsItIs() {
        let landscape = LayoutDevice.iPhone16.landscape
        expectEqual(landscape.landscape, landscape)
        expectEqual(landscape.description, "iPhone 16 landscape")
    }

    @Test func layoutOnADeviceSetsTheRootsFrameSafeAreaAndDirection() {
        let root = View(name: "root"), card = View(name: "card")
        root.addSubview(card)
        LayoutConstraint.activate { card.edges == root.safeAreaLayoutGuide.edges }
        root.layout(on: .iPhone16.with(design: .iOS18).landscape, direction: .rightToLeft)
        let rootFrame = CGRect(x: 0, y: 0, width: 852, height: 393)
        let cardFrame = CGRect(x: 59, y: 0, width: 734, height: 372)
        expectEqual(root.frame, rootFrame)
        expectEqual(card.frame, cardFrame)
        expectEqual(root.layoutDirection, .rightToLeft)
    }

    @Test func layoutOnADeviceRefusesAViewThatIsNotARoot() {
        let root = View(name: "root"), card = View(name: "card")
        root.addSubview(card)
        let issues = recordedIssues { card.layout(on: .iPhoneSE) }
        expectEqual(issues.map(\.message), ["layout(on:): 'card' is in 'root': lay out the root of its tree, 'root'"])
        expectEqual(card.frame, CGRect.zero)
    }

    @Test func layoutOnADeviceRefusesANegativeOrNonFiniteSize() {
        let root = View(name: "root")
        for size in [CGSize(width: -1, height: 10), CGSize(width: 10, height: CGFloat.infinity)] {
            let issues = recordedIssues { root.layout(on: LayoutDevice(name: "broken", size: size)) }
            let named = issues.count == 1 && issues[0].message.hasPrefix("layout(on:): device 'broken' has a size of")
            #expect(named, "\(issues)")
        }
        expectEqual(root.frame, CGRect.zero)
    }
}
